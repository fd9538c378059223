struct Item {
  let id: Int
}
var item = Item(id: 1)
item.id = 2
