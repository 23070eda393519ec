// The tuning part of the founders' evaluation (issue 29 §2): the questions the code was developed against.
import { asTuning, type FounderCase } from './founder-eval-types';

export const tuningCases: FounderCase[] = asTuning([]);
