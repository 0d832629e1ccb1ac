import { within } from '@testing-library/react';

/** What a verification result card says: its class in words and the one line of why (issue 23 §2). */
export function cardVerdict(card: HTMLElement): { standing: string; reason: string } {
  return {
    standing: within(card).getByTestId('standing-badge').textContent ?? '',
    reason: within(card).getByTestId('verdict-reason').textContent ?? '',
  };
}
