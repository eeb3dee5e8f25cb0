#ifndef STAGEHAND_ALLOCATION_COUNTER_H
#define STAGEHAND_ALLOCATION_COUNTER_H

#include <stdint.h>

/// 1 where this platform's allocations can be counted (Linux, through malloc interposition), else 0.
int stagehand_allocation_counting_available(void);

/// Starts counting heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc)
/// made on the calling thread, from zero.
void stagehand_allocation_counting_begin(void);

/// Stops counting on the calling thread and returns how many allocations it made since
/// `stagehand_allocation_counting_begin`.
uint64_t stagehand_allocation_counting_end(void);

#endif
