/**
 * @jc/listing-tabs: Tabbed category listings: the `<listing-tabs>` element, which takes over the SJ Listing Tabs module's markup and loads tabs and more items over AJAX.
 *
 * The package is laid out and wired into the workspace; its element arrives
 * with its own issue. Exports are listed here by name as they land.
 */
export {}
