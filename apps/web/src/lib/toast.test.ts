import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToast, showLoading, showToast } from './toast.ts';

afterEach(async () => {
  await clearToast();
});

describe('toast', () => {
  it('shows the message as a status for the default 3000 ms, then removes it', async () => {
    vi.useFakeTimers();
    await showToast('Saved');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    vi.advanceTimersByTime(2999);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    vi.advanceTimersByTime(1);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('never shows for less than 300 ms', async () => {
    vi.useFakeTimers();
    await showToast('Quick', 10);
    vi.advanceTimersByTime(299);
    expect(screen.getByText('Quick')).toBeInTheDocument();
    vi.advanceTimersByTime(1);
    expect(screen.queryByText('Quick')).not.toBeInTheDocument();
  });

  it('shows one toast at a time, the newest', async () => {
    await showToast('First');
    await showToast('Second');
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('shows a loading indicator until closed', async () => {
    const loading = showLoading('Please wait');
    expect(await screen.findByText('Please wait')).toBeInTheDocument();
    loading.close();
    await waitFor(() => expect(screen.queryByText('Please wait')).not.toBeInTheDocument());
  });
});
