import { Container, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import classes from '../components/Contact/Contact.module.css';
import { ContactDetails } from '../components/Contact/ContactDetails';
import { ContactForm } from '../components/Contact/ContactForm';
import { useSettings } from '../features/settings';

export const Route = createFileRoute('/contact')({
  component: ContactScreen,
});

function ContactScreen() {
  const { contactPageHeading, contactPageDescription, contactFormTitle } = useSettings();
  return (
    <Container size="xl">
      <div className={classes.hero}>
        <Text className={classes.eyebrow}>Contact</Text>
        <Title order={1} className={classes.title}>
          {contactPageHeading}
        </Title>
        <Text className={classes.description}>{contactPageDescription}</Text>
      </div>
      <div className={classes.layout}>
        <ContactDetails />
        <section className={classes.formCard} aria-labelledby="contact-form-title">
          <Title order={2} id="contact-form-title" className={classes.formTitle}>
            {contactFormTitle}
          </Title>
          <ContactForm />
        </section>
      </div>
    </Container>
  );
}
