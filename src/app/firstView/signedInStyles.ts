import styles from 'virtual:signed-in-styles';
import { addBuiltStyles } from './builtStyles';

/** Adds the signed-in screens' built widget styles to the page, before the application starts. */
export const addSignedInStyles = (doc: Document) => addBuiltStyles(doc, styles);
