export { Container, containerPaddings, containerSizes, type ContainerProps } from './Container';
