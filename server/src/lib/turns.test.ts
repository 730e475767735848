import { describe, expect, it } from 'vitest';
import { takingTurns } from './turns';

/** A piece of work that waits until it is let go, recording when it ran. */
function heldWork(log: string[], name: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    release,
    run: async () => {
      log.push(`start ${name}`);
      await released;
      log.push(`end ${name}`);
      return name;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('takingTurns', () => {
  it('runs at most the limit at once and lets the others in as turns end, in the order they came', async () => {
    const inTurn = takingTurns(2);
    const log: string[] = [];
    const works = ['a', 'b', 'c', 'd'].map((name) => heldWork(log, name));
    const results = works.map((work) => inTurn(work.run));
    await settle();
    expect(log).toEqual(['start a', 'start b']);

    works[1]!.release();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);

    works[0]!.release();
    works[2]!.release();
    works[3]!.release();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(log.filter((line) => line.startsWith('start'))).toEqual(['start a', 'start b', 'start c', 'start d']);
  });

  it('gives the turn back when the work fails', async () => {
    const inTurn = takingTurns(1);
    await expect(inTurn(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await inTurn(async () => 'next')).toBe('next');
  });
});
