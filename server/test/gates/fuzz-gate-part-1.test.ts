// The fuzz gate (fuzz-gate.ts) over part 1 of the route table's four.
import { describeFuzzGate } from './fuzz-gate.ts';

describeFuzzGate(0, 4);
