import { Container, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import classes from '../components/Contact/Contact.module.css';
import { ContactDetails } from '../components/Contact/ContactDetails';
import { ContactForm } from '../components/Contact/ContactForm';
import { PageHero } from '../components/PageHero/PageHero';
import { useSettings } from '../features/settings';
import { routeHead } from '../head';

export const Route = createFileRoute('/contact')({
  loader: () => ({
    page: {
      title: 'Contact',
      description: 'Questions about an order, a piece or a commission? Write to the studio.',
      path: '/contact',
    },
  }),
  head: routeHead,
  component: ContactScreen,
});

function ContactScreen() {
  const { contactPageHeading, contactPageDescription, contactFormTitle } = useSettings();
  return (
    <>
      <PageHero eyebrow="Contact" title={contactPageHeading} size="xl">
        {contactPageDescription}
      </PageHero>
      <Container size="xl" className={classes.layout}>
        <ContactDetails />
        <section className={classes.formCard} aria-labelledby="contact-form-title">
          <Title order={2} id="contact-form-title" className={classes.formTitle}>
            {contactFormTitle}
          </Title>
          <ContactForm />
        </section>
      </Container>
    </>
  );
}
