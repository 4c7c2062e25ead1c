// The fuzz gate (fuzz-gate.ts) over part 2 of the route table's four.
import { describeFuzzGate } from './fuzz-gate.ts';

describeFuzzGate(1, 4);
