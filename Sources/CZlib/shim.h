// The system's zlib (zlib1g-dev on Linux; the SDK's libz on Apple platforms), for the PNG encoder.
// zlib's init functions are macros, which Swift does not import: the inline functions below call
// them, so Swift never passes ZLIB_VERSION and sizeof(z_stream) by hand.
#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H

#include <zlib.h>

static inline int czlib_deflateInit2(z_streamp stream, int level, int windowBits, int memLevel,
                                     int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, windowBits, memLevel, strategy);
}

static inline int czlib_inflateInit(z_streamp stream) {
    return inflateInit(stream);
}

#endif
