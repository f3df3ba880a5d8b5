import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('renders a title heading, body and footer', () => {
    render(
      <Card title="Riverside Gardens" titleAs="h2" footer={<span>3 members</span>}>
        Shared beds
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Riverside Gardens' })).toBeVisible();
    expect(screen.getByText('Shared beds')).toBeVisible();
    expect(screen.getByText('3 members')).toBeVisible();
  });

  it('becomes a whole-card link with asChild', () => {
    render(
      <Card asChild interactive title="Farm Game">
        <a href="/farmgame">Grow seeds</a>
      </Card>,
    );
    const link = screen.getByRole('link', { name: 'Farm Game Grow seeds' });
    expect(link).toHaveAttribute('href', '/farmgame');
    expect(link).toContainElement(screen.getByRole('heading', { name: 'Farm Game' }));
  });
});
