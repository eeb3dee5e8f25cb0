// Counts heap allocations on the calling thread. On Linux (glibc) the executable that links this
// file defines malloc and its siblings, which the dynamic linker prefers to libc's for every
// library in the process (Swift's runtime included); each forwards to glibc's __libc_* entry
// points and, when the calling thread has counting switched on, adds one to a thread-local count.
// Thread-local state keeps other threads (a parallel test runner) out of the figure.
#include "CAllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static __thread int counting = 0;
static __thread uint64_t count = 0;

static inline void note(void) {
    if (counting) count += 1;
}

void *malloc(size_t size) { note(); return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { note(); return __libc_calloc(n, size); }
void *realloc(void *pointer, size_t size) { note(); return __libc_realloc(pointer, size); }
void *aligned_alloc(size_t alignment, size_t size) { note(); return __libc_memalign(alignment, size); }
void *memalign(size_t alignment, size_t size) { note(); return __libc_memalign(alignment, size); }
int posix_memalign(void **out, size_t alignment, size_t size) {
    note();
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return 22; // EINVAL
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return 12; // ENOMEM
    *out = pointer;
    return 0;
}

int stagehand_allocation_counting_available(void) { return 1; }
void stagehand_allocation_counting_begin(void) { count = 0; counting = 1; }
uint64_t stagehand_allocation_counting_end(void) { counting = 0; return count; }

#else

int stagehand_allocation_counting_available(void) { return 0; }
void stagehand_allocation_counting_begin(void) {}
uint64_t stagehand_allocation_counting_end(void) { return 0; }

#endif
