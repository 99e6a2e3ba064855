import { APP_ROUTES } from '@loan/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { AppRouter } from '@/app/router.tsx';
import { setBrandConfig } from '@/lib/brand/config.ts';
import { DEFAULT_BRAND_CONFIG } from '@/lib/brand/defaults.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { openPage } from '@/testing/render.tsx';

const brand = {
  ...DEFAULT_BRAND_CONFIG,
  appNameEn: 'Acme Cash',
  companyName: 'Acme Lending Corp.',
  companyEmail: 'hello@acme.test',
  companyPhone: '+63 2 8123 4567',
  companyAddress: '1 Ayala Avenue, Makati City',
};

function renderHome() {
  setBrandConfig(brand);
  openPage(APP_ROUTES.home);
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <AppRouter />
    </AppProviders>,
  );
}

afterEach(() => {
  for (const toast of document.querySelectorAll('.app-toast')) toast.remove();
});

describe('public home page', () => {
  it('has a navigation entry for each section, linking to it', async () => {
    renderHome();
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    const expected = [
      ['Home', 'home'],
      ['About us', 'about'],
      ['Privacy Agreement', 'privacy'],
      ['Loan terms and conditions', 'loan-terms'],
      ['Contact Us', 'contact'],
    ];
    for (const [name, id] of expected) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', `#${id}`);
      expect(document.getElementById(id as string)).toBeInTheDocument();
    }
    // The title is set in an effect of the lazily loaded route, which may commit after the nav shows.
    await waitFor(() =>
      expect(document.title).toBe('Acme Cash – Online cash loans in the Philippines'),
    );
  });

  it('shows the minimum age, links to the public pages, and the brand in the footer', async () => {
    renderHome();
    expect(
      await screen.findByText('You must be at least 18 years old to apply for a loan.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read more about us' })).toHaveAttribute(
      'href',
      APP_ROUTES.about,
    );
    expect(screen.getByRole('link', { name: 'Read the privacy agreement' })).toHaveAttribute(
      'href',
      APP_ROUTES.policy,
    );
    expect(
      screen.getByRole('link', { name: 'Read the full loan terms and conditions' }),
    ).toHaveAttribute('href', APP_ROUTES.loan);

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByText('Acme Lending Corp.')[0]).toBeInTheDocument();
    expect(
      within(footer).getByText(
        `SEC Registration No. ${brand.secRegistrationNumber} · Certificate of Authority No. ${brand.certificateOfAuthorityNumber}`,
      ),
    ).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '+63 2 8123 4567' })).toHaveAttribute(
      'href',
      'tel:+63281234567',
    );
    expect(within(footer).getByRole('link', { name: 'hello@acme.test' })).toHaveAttribute(
      'href',
      'mailto:hello@acme.test',
    );
    expect(within(footer).getByText('1 Ayala Avenue, Makati City')).toBeInTheDocument();
    const year = new Date().getFullYear();
    expect(
      within(footer).getByText(`© ${year} Acme Lending Corp., all rights reserved.`),
    ).toBeInTheDocument();
  });

  it('offers Apply and Sign in from the top of the page', async () => {
    renderHome();
    expect(await screen.findByRole('link', { name: 'Apply' })).toHaveAttribute(
      'href',
      APP_ROUTES.downloadTemplate,
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      APP_ROUTES.signIn,
    );
  });

  it('asks for complete information when a contact field is empty', async () => {
    const user = userEvent.setup();
    renderHome();
    await user.type(await screen.findByLabelText('Name'), 'Juan dela Cruz');
    await user.type(screen.getByLabelText('Suggestion'), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please provide complete information!')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Juan dela Cruz');
  });

  it('asks for a Philippine mobile number, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderHome();
    await user.type(await screen.findByLabelText('Name'), 'Juan dela Cruz');
    await user.type(screen.getByLabelText('Telephone'), 'abc');
    await user.type(screen.getByLabelText('Suggestion'), 'More repayment channels, please.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(
        'Please enter a Philippine mobile number, for example 0917 123 4567.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Success!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Telephone')).toHaveValue('abc');
  });

  it('says Success! and clears the form when every field is filled, sending nothing', async () => {
    // MSW fails the test on any request it does not handle, so none is made.
    const user = userEvent.setup();
    renderHome();
    await user.type(await screen.findByLabelText('Name'), 'Juan dela Cruz');
    await user.type(screen.getByLabelText('Telephone'), '09171234567');
    await user.type(screen.getByLabelText('Suggestion'), 'More repayment channels, please.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Telephone')).toHaveValue('');
    expect(screen.getByLabelText('Suggestion')).toHaveValue('');
  });

  it('says the form is not sent and names the phone and e-mail that do reach us', async () => {
    renderHome();
    const section = (await screen.findByRole('heading', { name: 'Contact Us' })).closest('section');
    if (!section) throw new Error('no Contact Us section');
    expect(section).toHaveTextContent(/This form is not sent to us/);
    expect(section).not.toHaveTextContent(/get back to you/);
    const [phone, email] = within(section).getAllByRole('link');
    expect(phone?.getAttribute('href')).toMatch(/^tel:/);
    expect(email?.getAttribute('href')).toMatch(/^mailto:/);
  });
});
