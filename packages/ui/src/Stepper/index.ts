export { type StepState, Stepper, type StepperProps } from './Stepper';
