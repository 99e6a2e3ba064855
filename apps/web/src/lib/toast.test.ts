import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToast, showLoading, showToast } from './toast.ts';

afterEach(async () => {
  await clearToast();
});

async function antdToast() {
  return (await import('antd-mobile/es/components/toast')).default;
}

describe('toast', () => {
  it('shows the message for the default 3000 ms', async () => {
    const Toast = await antdToast();
    const show = vi.spyOn(Toast, 'show');
    await showToast('Saved');
    expect(show).toHaveBeenCalledWith({ content: 'Saved', duration: 3000 });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('never shows for less than 300 ms', async () => {
    const Toast = await antdToast();
    const show = vi.spyOn(Toast, 'show');
    await showToast('Quick', 10);
    await showToast('Longer', 1000);
    expect(show.mock.calls.map(([props]) => (props as { duration: number }).duration)).toEqual([
      300, 1000,
    ]);
  });

  it('shows a loading indicator until closed', async () => {
    const loading = showLoading('Please wait');
    expect(await screen.findByText('Please wait')).toBeInTheDocument();
    loading.close();
    await waitFor(() => expect(screen.queryByText('Please wait')).not.toBeInTheDocument());
  });

  it('never shows a loading indicator closed before it appeared', async () => {
    const Toast = await antdToast();
    const show = vi.spyOn(Toast, 'show');
    showLoading('Gone').close();
    await clearToast();
    expect(show).not.toHaveBeenCalled();
  });
});
