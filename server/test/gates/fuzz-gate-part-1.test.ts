// The fuzz gate (fuzz-gate.ts) over part 1 of the route table's two.
import { describeFuzzGate } from './fuzz-gate.ts';

describeFuzzGate(0, 2);
