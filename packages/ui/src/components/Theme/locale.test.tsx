import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Calendar } from '../Calendar/Calendar';
import { CountPill } from '../CountPill/CountPill';
import { Dialog } from '../Dialog/Dialog';
import { Spinner } from '../Spinner/Spinner';
import { Tabs, TabsList, TabsTrigger } from '../Tabs/Tabs';
import { defaultLabels, firstDayOfWeek, LocaleProvider, useLocale } from './LocaleProvider';
import { Theme } from './Theme';

function Probe() {
  const { locale, dir, labels } = useLocale();
  return <output>{`${locale} ${dir} ${labels.close} ${labels.loading}`}</output>;
}

describe('Theme locale and direction', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the Calendar’s month and weekdays in French, weeks from Monday', () => {
    render(
      <Theme locale="fr" appearance="light">
        <Calendar month="2025-06" today="2025-06-10" />
      </Theme>,
    );
    expect(screen.getByRole('heading', { name: 'juin 2025' })).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'juin 2025' });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers[0]).toHaveAttribute('abbr', 'lundi');
    expect(headers[6]).toHaveAttribute('abbr', 'dimanche');
    // June 2025 starts on a Sunday: the Monday-first grid opens on Monday 26 May.
    expect(within(grid).getAllByRole('button')[0]).toHaveAccessibleName('lundi 26 mai 2025');
  });

  it('keeps the English texts and a Sunday-first week without a locale', () => {
    render(<Calendar month="2025-06" today="2025-06-10" />);
    expect(screen.getByRole('heading', { name: 'June 2025' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'Sunday');
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeInTheDocument();
  });

  it('takes overridden labels; a component’s own prop still wins', () => {
    const labels = { close: 'Fermer', loading: 'Chargement', previousMonth: 'Mois précédent' };
    const { unmount } = render(
      <Theme labels={labels}>
        <Dialog open title="Modifier">
          <Spinner />
          <Calendar month="2025-06" />
        </Dialog>
      </Theme>,
    );
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement');
    expect(screen.getByRole('button', { name: 'Mois précédent' })).toBeInTheDocument();
    // Not overridden: English.
    expect(screen.getByRole('button', { name: 'Next month' })).toBeInTheDocument();
    unmount();
    render(
      <Theme labels={labels}>
        <Dialog open title="Autre" closeLabel="Quitter" />
      </Theme>,
    );
    expect(screen.getByRole('button', { name: 'Quitter' })).toBeInTheDocument();
  });

  it('reads counts with the locale’s words (CountPill, Tabs)', () => {
    render(
      <Theme labels={{ unread: (n) => `${n} non lus` }}>
        <p>
          Boîte <CountPill count={3} />
        </p>
        <Tabs defaultValue="a">
          <TabsList aria-label="Messages">
            <TabsTrigger value="a" badge={2}>
              Reçus
            </TabsTrigger>
          </TabsList>
        </Tabs>
      </Theme>,
    );
    expect(screen.getByText(', 3 non lus')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reçus, 2 non lus' })).toBeInTheDocument();
  });

  it('sets dir and lang on its element, and nested providers inherit and merge', () => {
    render(
      <Theme data-testid="root" locale="ar" dir="rtl" labels={{ close: 'إغلاق' }}>
        <LocaleProvider labels={{ loading: 'جارٍ التحميل' }}>
          <Probe />
        </LocaleProvider>
      </Theme>,
    );
    const root = screen.getByTestId('root');
    expect(root).toHaveAttribute('dir', 'rtl');
    expect(root).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('status')).toHaveTextContent('ar rtl إغلاق جارٍ التحميل');
  });

  it('adds no dir or lang when none is given (the page’s own stay in force)', () => {
    render(
      <Theme data-testid="root">
        <Probe />
      </Theme>,
    );
    expect(screen.getByTestId('root')).not.toHaveAttribute('dir');
    expect(screen.getByTestId('root')).not.toHaveAttribute('lang');
    expect(screen.getByRole('status')).toHaveTextContent(
      `en ltr ${defaultLabels.close} ${defaultLabels.loading}`,
    );
  });

  it('moves the Calendar’s focus forward with the left arrow right-to-left', async () => {
    const user = userEvent.setup();
    render(
      <Theme dir="rtl">
        <Calendar month="2025-06" today="2025-06-10" />
      </Theme>,
    );
    await user.click(screen.getByRole('button', { name: 'Tuesday, June 10, 2025' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Wednesday, June 11, 2025' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Monday, June 9, 2025' })).toHaveFocus();
  });
});

describe('firstDayOfWeek', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows Intl week info: Sunday in English and Hebrew, Monday in French, Saturday in Egypt', () => {
    expect(firstDayOfWeek('en')).toBe(0);
    expect(firstDayOfWeek('he')).toBe(0);
    expect(firstDayOfWeek('fr')).toBe(1);
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('ar-EG')).toBe(6);
  });

  it('falls back on the region where the browser has no week info', () => {
    const proto = Intl.Locale.prototype as unknown as Record<string, unknown>;
    const saved = ['getWeekInfo', 'weekInfo'].map(
      (key) => [key, Object.getOwnPropertyDescriptor(proto, key)] as const,
    );
    for (const [key] of saved) {
      Object.defineProperty(proto, key, { configurable: true, get: () => undefined });
    }
    try {
      expect(firstDayOfWeek('en')).toBe(0); // maximised to en-US
      expect(firstDayOfWeek('fr')).toBe(1);
      expect(firstDayOfWeek('de-AT')).toBe(1);
      expect(firstDayOfWeek('ar-EG')).toBe(6);
      expect(firstDayOfWeek('he')).toBe(0);
      expect(firstDayOfWeek('not a locale')).toBe(0);
    } finally {
      for (const [key, descriptor] of saved) {
        if (descriptor) Object.defineProperty(proto, key, descriptor);
        else Reflect.deleteProperty(proto, key);
      }
    }
  });
});
