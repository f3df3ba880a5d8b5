import { style } from '@vanilla-extract/css';

// Number-ish inputs keep their digits aligned; everything else inherits the shared control look.
export const input = style({
  selectors: {
    '&[type="search"]::-webkit-search-cancel-button': { cursor: 'pointer' },
  },
});
