import CAllocationCounter
import StagehandCore

print(stagehand_allocation_counting_available())
