import { MAX_SAMPLED_ANSWERS, sampledAnswers } from '../../bench/compression';

describe('the search benchmark compression table', () => {
  it('compresses every answer of a small class, and an even spread of a large one', () => {
    const few = Array.from({ length: 3 }, (_, i) => Buffer.from(`answer ${i}`));
    expect(sampledAnswers(few)).toEqual(few);
    const many = Array.from({ length: 2500 }, (_, i) => Buffer.from(`answer ${i}`));
    const sample = sampledAnswers(many);
    expect(sample).toHaveLength(MAX_SAMPLED_ANSWERS);
    expect(sample[0].toString()).toBe('answer 0');
    expect(sample[1].toString()).toBe('answer 50');
    expect(sample[MAX_SAMPLED_ANSWERS - 1].toString()).toBe('answer 2450');
  });
});
