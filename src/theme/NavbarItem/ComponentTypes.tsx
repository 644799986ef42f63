import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import ContactSupport from '@site/src/components/ContactSupport';

/** Adds the `custom-contactSupport` navbar item type to the stock ones. */
export default {
  ...ComponentTypes,
  'custom-contactSupport': ContactSupport,
};
