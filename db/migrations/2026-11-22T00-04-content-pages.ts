import type { Kysely } from 'kysely';

/** The footer's help and information pages, with sensible default text the owner can edit in the admin. */
const pages = [
  {
    slug: 'faqs',
    title: 'Frequently Asked Questions',
    content_html: `<h3>Is every piece really one of a kind?</h3>
<p>Yes. Every garment is bleached by hand in our studio, so the pattern on yours will differ from the photos. That is the point.</p>
<h3>How long does my order take?</h3>
<p>In-stock pieces ship within 2 business days. Delivery then takes 5-7 business days (US Standard), 2-3 (US Express), 3-5 (Canada Standard) or 1-2 (Canada Express).</p>
<h3>Do you ship outside the US and Canada?</h3>
<p>Not yet. We ship to the United States and Canada only.</p>
<h3>Can I order a custom piece?</h3>
<p>Yes: send us a message with the subject "Custom order" and tell us what you have in mind.</p>
<h3>Are original paintings really sold only once?</h3>
<p>Yes. When an original sells it is marked sold and stays in the gallery as part of the artist's archive.</p>`,
  },
  {
    slug: 'shipping-returns',
    title: 'Shipping & Returns',
    content_html: `<h3>Shipping</h3>
<ul><li>US Standard: 5-7 business days</li><li>US Express: 2-3 business days</li>
<li>Canada Standard: 3-5 business days</li><li>Canada Express: 1-2 business days</li></ul>
<p>Shipping costs are calculated at checkout from the method you choose.</p>
<h3>Returns</h3>
<p>Clothing can be returned unworn and unwashed within 30 days of delivery for a refund to the original card. Original paintings can be returned within 14 days in their original packaging. Art prints are final sale unless they arrive damaged.</p>
<p>To start a return, contact us with your order number.</p>`,
  },
  {
    slug: 'size-guide',
    title: 'Size Guide',
    content_html: `<p>Our garments are vintage-inspired with a relaxed fit. Measurements are taken flat, in inches.</p>
<table><thead><tr><th>Size</th><th>Chest</th><th>Length</th></tr></thead>
<tbody><tr><td>S</td><td>19</td><td>27</td></tr><tr><td>M</td><td>20.5</td><td>28</td></tr>
<tr><td>L</td><td>22</td><td>29</td></tr><tr><td>XL</td><td>23.5</td><td>30</td></tr></tbody></table>
<p>Jeans are sized by waist in inches (28-36). Between sizes? Size up for an oversized look.</p>`,
  },
  {
    slug: 'care-instructions',
    title: 'Care Instructions',
    content_html: `<ul><li>Wash cold and inside out</li><li>Do not bleach (we already did)</li>
<li>Tumble dry low or hang to dry</li><li>Iron low, inside out</li></ul>
<p>Hand-bleached fabric keeps evolving softly with every wash: that is part of its character.</p>`,
  },
  {
    slug: 'sustainability',
    title: 'Sustainability',
    content_html: `<p>We give existing garments a second life instead of making new ones whenever we can, work in small batches to avoid overproduction, and neutralise and dispose of bleach responsibly.</p>
<p>Our packaging is recycled and recyclable, and every painting is shipped in reusable crates or recycled board.</p>`,
  },
  {
    slug: 'terms-conditions',
    title: 'Terms & Conditions',
    content_html: `<p>By ordering from this shop you agree to these terms. Prices are in US dollars and include no duties. We ship to the United States and Canada.</p>
<p>Because every piece is handmade, colours and patterns vary from the photos. An order is confirmed once payment succeeds; if an item sells out while you pay, your payment is refunded in full.</p>`,
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    content_html: `<p>We collect only what we need to run the shop: your account details, your orders and the address we ship to. Card details are handled by our payment provider and never stored by us.</p>
<p>We never sell your data. You may ask us to delete your account and data at any time.</p>`,
  },
  {
    slug: 'careers',
    title: 'Careers',
    content_html: `<p>We are a small studio and grow slowly. If you love textiles, painting or making things by hand, we would be glad to hear from you: send us a message with a few words about yourself.</p>`,
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('content_page')
    .values(pages)
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('content_page')
    .where(
      'slug',
      'in',
      pages.map((p) => p.slug),
    )
    .execute();
}
