import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

// zxcvbn's scale: 3 is "safely unguessable" (about 10^8 guesses and more) against a slow hash.
const LEAST_SCORE = 3;

let checker: ZxcvbnFactory | undefined;

/**
 * Why a new operator password is refused, or null. The length is the schema's (12 at least);
 * this refuses what a guesser tries first: the maintained list of common and breached passwords
 * (zxcvbn-ts's common dictionary), keyboard walks, repeats (a 12-letter "aaaaaaaaaaaa") and
 * passwords built from the operator's own email.
 */
export function passwordProblem(password: string, email: string): string | null {
  checker ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary },
    graphs: common.adjacencyGraphs,
  });
  const result = checker.check(password, [email, ...email.split(/[@.]/)]);
  if (result.score >= LEAST_SCORE) return null;
  const why = result.feedback.warning ? ` (${warningText(result.feedback.warning)})` : '';
  return `This password is too easy to guess${why}: use a longer passphrase of unrelated words`;
}

const WARNINGS: Record<string, string> = {
  simpleRepeat: 'a repeated character',
  extendedRepeat: 'a repeated pattern',
  straightRow: 'a row of keys',
  keyPattern: 'a keyboard pattern',
  sequences: 'a sequence such as abc or 123',
  recentYears: 'a recent year',
  dates: 'a date',
  topTen: 'one of the most used passwords',
  topHundred: 'a very common password',
  common: 'a common password',
  similarToCommon: 'close to a common password',
  wordByItself: 'a single word',
  namesByThemselves: 'a name by itself',
  commonNames: 'a common name',
  userInputs: 'your own email in it',
  pwned: 'a password found in data breaches',
};

function warningText(warning: string): string {
  return WARNINGS[warning] ?? 'a guessable pattern';
}
