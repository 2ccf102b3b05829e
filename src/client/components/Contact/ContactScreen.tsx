import { Container, Title } from '@mantine/core';
import { useSettings } from '../../features/settings';
import { PageHero } from '../PageHero/PageHero';
import classes from './Contact.module.css';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';

/** The contact page: the shop's details and the message form. */
export function ContactScreen() {
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
