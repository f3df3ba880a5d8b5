export { NumberStepper, numberStepperSizes, type NumberStepperProps } from './NumberStepper';
