import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';

function ShowToast() {
  return <Button onClick={() => notifications.show({ message: 'Сохранено.' })}>show</Button>;
}

describe('toasts', () => {
  afterEach(() => act(() => notifications.clean()));

  it.each([
    ['ru', 'Закрыть'],
    ['en', 'Close'],
  ] as const)('name their close button in %s (axe button-name)', async (locale, label) => {
    renderWithApp(<ShowToast />, { locale });
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(await screen.findByText('Сохранено.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
  });
});
