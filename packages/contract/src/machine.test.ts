import { describe, expect, it } from 'vitest';
import { canMove, machine, movesFrom } from './machine.js';

type Light = 'red' | 'green' | 'amber' | 'off';
const light = machine<Light>({ red: ['green', 'off'], green: ['amber'], amber: ['red'] });

describe('status machine', () => {
  it('lists the moves from a status in the order declared', () => {
    expect(movesFrom(light, 'red')).toEqual(['green', 'off']);
    expect(movesFrom(light, 'green')).toEqual(['amber']);
  });

  it('offers no move from a final status', () => {
    expect(movesFrom(light, 'off')).toEqual([]);
    expect(canMove(light, 'off', 'red')).toBe(false);
  });

  it('allows the declared moves only', () => {
    expect(canMove(light, 'red', 'green')).toBe(true);
    expect(canMove(light, 'red', 'amber')).toBe(false);
    expect(canMove(light, 'green', 'green')).toBe(false);
  });

  it('hands out copies, so a caller cannot change the table', () => {
    movesFrom(light, 'red').push('amber');
    expect(movesFrom(light, 'red')).toEqual(['green', 'off']);
    expect(Object.isFrozen(light)).toBe(true);
  });
});
