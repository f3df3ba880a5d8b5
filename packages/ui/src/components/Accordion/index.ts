export {
  Accordion,
  accordionHeadingLevels,
  AccordionItem,
  type AccordionItemProps,
  type AccordionProps,
} from './Accordion';
