export { Card, cardPaddings, cardTitleLevels, cardVariants, type CardProps } from './Card';
