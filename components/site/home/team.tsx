import { Img } from '@/components/ui/img';
import type { TeamMember } from '@/lib/entities';
import { sections } from '@/lib/content/page-copy';
import { Icon } from '@/components/ui/icons';
import { SectionHeading } from '../section-heading';

/** 'Our Team': photo, name, skill, description, LinkedIn and GitHub (new tab). Hidden when empty. */
export function Team({ members }: { members: TeamMember[] }) {
  if (members.length === 0) return null;
  return (
    <section id="team" aria-labelledby="team-heading" className="section-y">
      <div className="container-site">
        <SectionHeading
          id="team-heading"
          eyebrow={sections.team.eyebrow}
          heading={sections.team.heading}
          text={sections.team.text}
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {members.map((member) => (
            <li key={member._id} className="reveal card-team group">
              <div className="card-team-photo">
                <Img
                  src={member.imageURL}
                  alt={member.imageAlt}
                  fill
                  sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
                  className="object-cover object-top zoom-on-hover"
                />
              </div>
              <div className="card-body">
                <h3>{member.name}</h3>
                <p className="card-team-skill">{member.skill}</p>
                <p className="card-team-text">{member.description}</p>
                <div className="mt-5 flex gap-2">
                  <a
                    href={member.linkedIn}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${member.name} on LinkedIn (opens in a new tab)`}
                    className="icon-btn"
                  >
                    <Icon name="linkedin" size={17} />
                  </a>
                  <a
                    href={member.github}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${member.name} on GitHub (opens in a new tab)`}
                    className="icon-btn"
                  >
                    <Icon name="github" size={17} />
                  </a>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
