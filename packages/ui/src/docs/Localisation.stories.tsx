import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  Calendar,
  DatePicker,
  Dialog,
  DialogClose,
  Notice,
  NumberStepper,
  Stack,
  Switch,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TextField,
  Theme,
  type UiLabels,
} from '../index';

/** Texts a French app would give `Theme` (the components use only those they show). */
const french: Partial<UiLabels> = {
  close: 'Fermer',
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  events: (n) => `${n} ${n > 1 ? 'événements' : 'événement'}`,
  moreEvents: (n) => `+${n} autres`,
  chooseDate: 'Choisir une date',
  decrease: (label) => `Diminuer ${label}`,
  increase: (label) => `Augmenter ${label}`,
};

const arabic: Partial<UiLabels> = {
  close: 'إغلاق',
  dismiss: 'تجاهل',
  previousMonth: 'الشهر السابق',
  nextMonth: 'الشهر التالي',
  chooseDate: 'اختر تاريخًا',
  unread: (n) => `${n} غير مقروءة`,
  decrease: (label) => `إنقاص ${label}`,
  increase: (label) => `زيادة ${label}`,
};

const hebrew: Partial<UiLabels> = { close: 'סגירה' };

const meta = {
  title: 'Guidelines/Localisation and direction',
  component: Theme,
  // The examples fix their own locale and direction; the Theme has nothing to control.
  parameters: { controls: { disable: true }, docs: { story: { inline: false, height: '560px' } } },
} satisfies Meta<typeof Theme>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `<Theme locale="fr" labels={…}>`: the calendar's month and weekday names come from `Intl`, its
 * weeks start on Monday (the locale's first day), and the buttons read the given labels.
 */
export const French: Story = {
  render: () => (
    <Theme appearance="inherit" locale="fr" labels={french} style={{ maxWidth: 960 }}>
      <Stack gap="5" align="stretch">
        <Calendar
          month="2025-07"
          today="2025-07-16"
          label="Événements"
          headingLevel={3}
          events={[
            { date: '2025-07-12', title: 'Atelier au jardin' },
            { date: '2025-07-12', title: 'Repas partagé' },
            { date: '2025-07-12', title: 'Troc de graines' },
            { date: '2025-07-24', title: 'Cueillette' },
          ]}
        />
        <Stack gap="4" style={{ maxWidth: 360 }}>
          <DatePicker label="Date" today="2025-07-16" defaultValue="2025-07-24" />
          <NumberStepper label="Portions" defaultValue={4} min={1} max={12} />
        </Stack>
      </Stack>
    </Theme>
  ),
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[lang="fr"]')).not.toBeNull();
    await expect(canvas.getByRole('heading', { name: 'juillet 2025' })).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Événements, juillet 2025' });
    const headers = within(grid).getAllByRole('columnheader');
    await expect(headers[0]).toHaveAttribute('abbr', 'lundi');
    await expect(headers[6]).toHaveAttribute('abbr', 'dimanche');
    await expect(
      within(grid).getByRole('button', { name: 'samedi 12 juillet 2025, 3 événements' }),
    ).toBeVisible();
    await expect(within(grid).getByText('+1 autres')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Mois précédent' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mois suivant' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choisir une date, Date' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Diminuer Portions' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Augmenter Portions' })).toBeVisible();
  },
};

/**
 * `<Theme locale="ar" dir="rtl">`: the page reads from the right. Labels sit on the right of
 * their fields, the switch is on at the left, the close button of a notice is on the left, the
 * calendar starts its week on Saturday and its chevrons point the other way; the left arrow key
 * moves to the next day.
 */
export const ArabicRightToLeft: Story = {
  render: () => (
    <Theme appearance="inherit" locale="ar" dir="rtl" labels={arabic} style={{ maxWidth: 420 }}>
      <Stack gap="4">
        <Notice title="تم الحفظ" onDismiss={() => undefined}>
          ستظهر التغييرات لأعضاء المجتمع.
        </Notice>
        <Tabs defaultValue="inbox">
          <TabsList aria-label="الرسائل">
            <TabsTrigger value="inbox" badge={3}>
              الوارد
            </TabsTrigger>
            <TabsTrigger value="sent">المرسل</TabsTrigger>
          </TabsList>
          <TabsContent value="inbox">ثلاث رسائل جديدة من مجتمع الحديقة.</TabsContent>
          <TabsContent value="sent">لا رسائل مرسلة.</TabsContent>
        </Tabs>
        <TextField label="الاسم" hint="كما يراه الأعضاء." defaultValue="ليلى" />
        <Switch label="الإشعارات" defaultChecked />
        <NumberStepper label="الحصص" defaultValue={4} min={1} />
        <DatePicker label="التاريخ" today="2025-07-16" defaultValue="2025-07-24" />
      </Stack>
    </Theme>
  ),
  parameters: { docs: { story: { height: '720px' } } },
  play: async ({ canvasElement, canvas }) => {
    const root = canvasElement.querySelector('[dir]');
    await expect(root).toHaveAttribute('dir', 'rtl');
    await expect(root).toHaveAttribute('lang', 'ar');
    await expect(canvas.getByRole('tab', { name: 'الوارد, 3 غير مقروءة' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إنقاص الحصص' })).toBeVisible();

    // The notice's close button is on the left, its title on the right.
    const dismiss = canvas.getByRole('button', { name: 'تجاهل' });
    const title = canvas.getByText('تم الحفظ');
    await expect(dismiss.getBoundingClientRect().right).toBeLessThan(
      title.getBoundingClientRect().left,
    );
    // The label starts at the field's right edge.
    const input = canvas.getByRole('textbox', { name: 'الاسم' });
    const label = canvas.getByText('الاسم');
    await expect(
      Math.abs(label.getBoundingClientRect().right - input.getBoundingClientRect().right),
    ).toBeLessThan(2);

    // The calendar: Saturday first; the left arrow goes forward in time.
    await userEvent.click(canvas.getByRole('button', { name: /^اختر تاريخًا/ }));
    const grid = await screen.findByRole('grid');
    await expect(within(grid).getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'السبت');
    const day = (date: string) => grid.querySelector<HTMLElement>(`[data-date="${date}"]`);
    await waitFor(() => expect(day('2025-07-24')).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(day('2025-07-25')).toHaveFocus());
    const previous = canvas.getByRole('button', { name: 'الشهر السابق' });
    const next = canvas.getByRole('button', { name: 'الشهر التالي' });
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(
      next.getBoundingClientRect().left,
    );
  },
};

/**
 * A Dialog in Hebrew, right-to-left: it portals into the Theme's root, so it takes its direction;
 * the close button (named by `labels.close`) sits in the top left corner.
 */
export const HebrewDialog: Story = {
  render: () => (
    <Theme appearance="inherit" locale="he" dir="rtl" labels={hebrew}>
      <Dialog
        defaultOpen
        title="עריכת רשומה"
        description="השינויים נשמרים ביומן שלך."
        footer={
          <>
            <DialogClose>
              <Button variant="secondary">ביטול</Button>
            </DialogClose>
            <Button>שמירה</Button>
          </>
        }
      >
        <p style={{ margin: 0 }}>היום שתלתי את שורת השעועית הראשונה.</p>
      </Dialog>
    </Theme>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'עריכת רשומה' });
    await expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const close = within(dialog).getByRole('button', { name: 'סגירה' });
    await waitFor(() => expect(close).toBeVisible());
    const heading = within(dialog).getByRole('heading', { name: 'עריכת רשומה' });
    await expect(close.getBoundingClientRect().right).toBeLessThan(
      heading.getBoundingClientRect().left,
    );
    // The footer's first button (Cancel) is on the right.
    const cancel = within(dialog).getByRole('button', { name: 'ביטול' });
    const save = within(dialog).getByRole('button', { name: 'שמירה' });
    await expect(cancel.getBoundingClientRect().left).toBeGreaterThan(
      save.getBoundingClientRect().left,
    );
  },
};
