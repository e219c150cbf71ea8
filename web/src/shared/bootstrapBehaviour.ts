// Bootstrap's data-api for the plugins the markup uses (data-bs-toggle="dropdown" | "collapse" | "offcanvas" and
// their data-bs-dismiss). Each registers its document listeners on import. The ES sources let the bundle carry
// only these three (and Popper for the dropdowns) instead of the whole prebuilt bundle.
import 'bootstrap/js/src/collapse.js';
import 'bootstrap/js/src/dropdown.js';
import 'bootstrap/js/src/offcanvas.js';
