/// Placeholder: the runtime is written next.
