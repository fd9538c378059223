// libFuzzer's entry point for programs that have their own `main`
// (https://llvm.org/docs/LibFuzzer.html#using-libfuzzer-as-a-library). It comes from the
// toolchain's libclang_rt.fuzzer_no_main, which `make fuzz` links into each fuzz target.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*UserCb)(const uint8_t *Data, size_t Size));
