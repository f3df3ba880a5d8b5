export { CountPill, countLabel, type CountPillProps } from './CountPill';
