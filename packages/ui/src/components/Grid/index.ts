export { Grid, type GridProps } from './Grid';
