import { z } from 'zod';
import { expectToMatchContract } from './contract';

const member = z.strictObject({ _id: z.string(), name: z.string() });

it('hands back an answer that matches its contract', () => {
  expect(expectToMatchContract(member, { _id: 'u1', name: 'Ada' })).toEqual({ _id: 'u1', name: 'Ada' });
});

it('fails on a missing, mistyped or leaked field, naming each', () => {
  expect(() => expectToMatchContract(member, { _id: 1, passwordHash: 'x' })).toThrow(/_id[\s\S]*name[\s\S]*passwordHash/);
});
