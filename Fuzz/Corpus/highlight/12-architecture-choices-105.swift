@MainActor
@ViewAction(for: FactCounter.self)
struct FactCounterScreen {
  let store: StoreOf<FactCounter>

  func keyPressed(_ key: Character) async {
    switch key {
    case "+": send(.incrementButtonTapped)
    case "f": await send(.factButtonTapped).finish()
    default: break
    }
  }
}

let screen = FactCounterScreen(
  store: Store(initialState: FactCounter.State()) { FactCounter() }
)
await screen.keyPressed("+")
await screen.keyPressed("+")
await screen.keyPressed("f")
print(screen.store.count, screen.store.fact ?? "no fact")
