// The fuzz gate (fuzz-gate.ts) over part 4 of the route table's four.
import { describeFuzzGate } from './fuzz-gate.ts';

describeFuzzGate(3, 4);
