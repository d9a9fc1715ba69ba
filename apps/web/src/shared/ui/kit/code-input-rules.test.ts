import { describe, expect, it } from 'vitest';
import { eraseBack, eraseHere, enterText, fromBoxes, isCodeComplete, normaliseCode, toBoxes, typedText } from './code-input-rules';

const L = 6;

describe('normaliseCode', () => {
  it('keeps only digits, at most one per box', () => {
    expect(normaliseCode('123 456', L)).toBe('123456');
    expect(normaliseCode('123-456', L)).toBe('123456');
    expect(normaliseCode('Your code: 987654.', L)).toBe('987654');
    expect(normaliseCode('12345678', L)).toBe('123456');
    expect(normaliseCode('abc', L)).toBe('');
  });
});

describe('boxes', () => {
  it('turns a value into boxes and back, holes as spaces, trailing holes dropped', () => {
    expect(toBoxes('1 3', L)).toEqual(['1', '', '3', '', '', '']);
    expect(fromBoxes(['1', '', '3', '', '', ''])).toBe('1 3');
    expect(fromBoxes(['', '', '', '', '', ''])).toBe('');
  });

  it('is complete only with a digit in every box', () => {
    expect(isCodeComplete('123456', L)).toBe(true);
    expect(isCodeComplete('12 456', L)).toBe(false);
    expect(isCodeComplete('12345', L)).toBe(false);
  });
});

describe('typing', () => {
  it('puts a digit in the box and moves to the next one', () => {
    expect(enterText('', 0, '4', L)).toEqual({ value: '4', focus: 1 });
    expect(enterText('4', 1, '2', L)).toEqual({ value: '42', focus: 2 });
  });

  it('stays on the last box when it is filled', () => {
    expect(enterText('12345', 5, '6', L)).toEqual({ value: '123456', focus: 5 });
  });

  it('ignores a letter', () => {
    expect(enterText('12', 2, 'x', L)).toEqual({ value: '12', focus: 2 });
  });

  it('replaces the digit a box held', () => {
    expect(typedText('4', '47')).toBe('7');
    expect(typedText('4', '74')).toBe('7');
    expect(typedText('', '7')).toBe('7');
    expect(enterText('123456', 2, typedText('3', '39'), L)).toEqual({ value: '129456', focus: 3 });
  });
});

describe('pasting', () => {
  it('fills every box with a whole code, wherever it is pasted', () => {
    expect(enterText('', 3, '654 321', L)).toEqual({ value: '654321', focus: 5 });
    expect(enterText('111111', 0, '222222', L)).toEqual({ value: '222222', focus: 5 });
  });

  it('fills from the box with part of a code', () => {
    expect(enterText('1', 1, '234', L)).toEqual({ value: '1234', focus: 4 });
    expect(enterText('', 4, '789', L)).toEqual({ value: '    78', focus: 5 });
  });
});

describe('erasing', () => {
  it('backspace clears a filled box and stays', () => {
    expect(eraseBack('123', 2, L)).toEqual({ value: '12', focus: 2 });
  });

  it('backspace in an empty box goes back and clears the previous one', () => {
    expect(eraseBack('123', 3, L)).toEqual({ value: '12', focus: 2 });
    expect(eraseBack('', 0, L)).toEqual({ value: '', focus: 0 });
  });

  it('delete clears the box and stays', () => {
    expect(eraseHere('123456', 1, L)).toEqual({ value: '1 3456', focus: 1 });
  });
});
