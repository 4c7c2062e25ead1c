// The fuzz gate (fuzz-gate.ts) over part 2 of the route table's two.
import { describeFuzzGate } from './fuzz-gate.ts';

describeFuzzGate(1, 2);
