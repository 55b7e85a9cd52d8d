/** The tuning constants of matching mistyped numbers (config/tuning.ts says why each is what it is). */
import { NUMBER_MATCHING } from '../../../src/server/config';

it('pins how close a mistyped number must be', () => {
  expect(NUMBER_MATCHING).toEqual({
    oneEditLength: 5,
    twoEditsLength: 10,
    minFragmentLength: 5,
    editCost: 1,
    confusionCost: 0.5,
    confusions: ['o0', 'il1', 's5', 'b8', 'z2'],
  });
});
