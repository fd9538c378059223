// Debian's libcmark-gfm-dev and libcmark-gfm-extensions-dev: the parser and its GFM extensions.
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
