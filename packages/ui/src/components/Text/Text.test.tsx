import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text';

describe('Text', () => {
  it('is a paragraph by default', () => {
    render(<Text>Hello</Text>);
    expect(screen.getByText('Hello').tagName).toBe('P');
  });

  it('renders another element with `as`', () => {
    render(
      <Text as="span" size="sm">
        Name
      </Text>,
    );
    expect(screen.getByText('Name').tagName).toBe('SPAN');
  });

  it('gives each tone its own class', () => {
    render(
      <>
        <Text tone="danger">Error</Text>
        <Text tone="success">Saved</Text>
      </>,
    );
    expect(screen.getByText('Error').className).not.toBe(screen.getByText('Saved').className);
  });
});
