// The fuzz gate (fuzz-gate.ts) over part 3 of the route table's four.
import { describeFuzzGate } from './fuzz-gate.ts';

describeFuzzGate(2, 4);
