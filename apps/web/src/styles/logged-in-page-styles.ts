// Nothing but the style sheet: importing this module (logged-in-styles.ts) brings it.
import './mantine-logged-in.css';
