import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandler, jsonHandler, loadingHandler } from '@wegrow/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { screenStory, type StoryCanvas, narrow, pasteInto } from '../../testing';
import { WeLearnScreen } from './WeLearnScreen';

const LONG = { timeout: 5000 };
const POLICY =
  'The bill gives tenants a right to a rent-controlled lease renewal. It funds 2,000 new co-op homes.';

async function interpret(canvas: StoryCanvas, text = POLICY) {
  await pasteInto(canvas.getByRole('textbox', { name: 'Policy text' }), text);
  await userEvent.click(canvas.getByRole('button', { name: 'Interpret Policy' }));
}

/** We Learn at `/WeLearn` (the built-in engine's breakdown). */
const meta = {
  title: 'We Learn',
  component: WeLearnScreen,
  ...screenStory({ route: 'weLearn' }),
} satisfies Meta<typeof WeLearnScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before anything is typed: the text box (6 rows), Interpret Policy and the way back. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Policy text' })).toHaveAttribute('rows', '6');
    await expect(canvas.getByRole('link', { name: /Back to Experiments/ })).toHaveAttribute(
      'href',
      '/experiments',
    );
  },
};

/** The six sections of the breakdown, and who wrote it (the built-in engine). */
export const Breakdown: Story = {
  play: async ({ canvas }) => {
    await interpret(canvas);
    const result = await canvas.findByRole('region', { name: 'Breakdown' }, LONG);
    await expect(
      within(result)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['What it says', 'Who it impacts', 'Pros', 'Cons', 'Controversy', 'Why it matters']);
    await expect(within(result).getByText('Written by the built-in engine')).toBeVisible();
  },
};

/** A breakdown written by the configured AI model, named. */
export const ByAiModel: Story = {
  parameters: {
    msw: {
      handlers: {
        'we-learn': [
          jsonHandler('post', '/we-learn/interpret', {
            what: 'Tenants may renew their lease at a controlled rent.',
            impact: 'Tenants, landlords and co-op housing groups.',
            pros: 'More stable rents and new co-op homes.',
            cons: 'Landlords may invest less in rental housing.',
            controversy: 'Rent control divides economists.',
            importance: 'Housing costs shape where people can live.',
            source: 'gpt-4o-mini',
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await interpret(canvas);
    await expect(
      await canvas.findByText('Written by the AI model gpt-4o-mini', {}, LONG),
    ).toBeVisible();
  },
};

/** While the server works: the button is disabled and says 'Analyzing...'; Cancel beside it. */
export const Analyzing: Story = {
  parameters: {
    msw: { handlers: { 'we-learn': [loadingHandler('post', '/we-learn/interpret')] } },
  },
  play: async ({ canvas }) => {
    await interpret(canvas);
    await expect(await canvas.findByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/**
 * A slow model: Cancel aborts the request; the page is as before it, the text kept, no error,
 * and the policy can be sent again.
 */
export const AnalyzingCancelled: Story = {
  parameters: {
    msw: { handlers: { 'we-learn': [loadingHandler('post', '/we-learn/interpret')] } },
    visual: { disable: true },
  },
  play: async ({ canvas }) => {
    await interpret(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByRole('button', { name: 'Interpret Policy' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await expect(canvas.queryByText('The policy could not be interpreted.')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Policy text' })).toHaveValue(POLICY);
    await userEvent.click(canvas.getByRole('button', { name: 'Interpret Policy' }));
    await expect(await canvas.findByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
  },
};

/** Blank text does nothing. */
export const BlankIgnored: Story = {
  play: async ({ canvas }) => {
    await interpret(canvas, '   ');
    await expect(canvas.getByRole('button', { name: 'Interpret Policy' })).toBeEnabled();
    await expect(canvas.queryByRole('region', { name: 'Breakdown' })).toBeNull();
  },
};

/** The server refuses the text (422): its sentence, the text kept. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: {
        'we-learn': [
          errorHandler('post', '/we-learn/interpret', 422, 'Text must be at most 8000 characters.'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await interpret(canvas);
    await expect(
      await canvas.findByText('Text must be at most 8000 characters.', {}, LONG),
    ).toBeVisible();
    await expect(canvas.getByText('The policy could not be interpreted.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Policy text' })).toHaveValue(POLICY);
  },
};

/** The AI provider failed (502). */
export const ProviderFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        'we-learn': [
          errorHandler(
            'post',
            '/we-learn/interpret',
            502,
            'The AI provider could not be reached. Please try again.',
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await interpret(canvas);
    await expect(
      await canvas.findByText('The AI provider could not be reached. Please try again.', {}, LONG),
    ).toBeVisible();
  },
};

/** The AI provider refuses work for now (503). */
export const ProviderBusy: Story = {
  parameters: {
    msw: {
      handlers: {
        'we-learn': [
          errorHandler(
            'post',
            '/we-learn/interpret',
            503,
            'The AI provider is busy. Please try again in a minute.',
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await interpret(canvas);
    await expect(
      await canvas.findByText('The AI provider is busy. Please try again in a minute.', {}, LONG),
    ).toBeVisible();
  },
};

/** 320 px, with a breakdown. */
export const Narrow: Story = narrow({
  play: async ({ canvas }) => {
    await interpret(canvas);
    await canvas.findByRole('region', { name: 'Breakdown' }, LONG);
  },
});
