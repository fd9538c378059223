let store = Store(initialState: Profile.State()) { Profile() }
store.send(.editButtonTapped)
store.send(.editor(.presented(.draftChanged("   "))))
store.send(.editor(.presented(.saveButtonTapped)))
print("editing:", store.editor != nil, "|", store.greeting)
store.send(.editor(.presented(.draftChanged("  Blob "))))
store.send(.editor(.presented(.saveButtonTapped)))
print("editing:", store.editor != nil, "|", store.greeting)
