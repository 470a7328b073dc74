import { useSuspenseQuery } from '@tanstack/react-query'
import { profileTexts } from '../texts'
import { AuthorBlock } from '@/features/wizard/components/author-block'
import { PersonIcon } from '@/features/wizard/components/icons'
import { useWizard } from '@/features/wizard/wizard-context'
import { profileQueryOptions } from '../api/profile'
import { ProfileForm } from '../forms/profile-form'

/** Step 0 Perfil: photo (or person icon), the author block, the note and the fields. */
export function ProfileStep() {
  const { pfId, metadata, today } = useWizard()
  const { data: profile } = useSuspenseQuery(profileQueryOptions(pfId))
  return (
    <div className="profile-step">
      <div className="profile-header">
        {profile.fotoUrl ? (
          <img
            className="profile-photo"
            src={profile.fotoUrl}
            alt={profileTexts.photo}
            width={125}
            height={125}
          />
        ) : (
          <span className="profile-photo profile-photo-empty">
            <PersonIcon size={96} />
          </span>
        )}
        <AuthorBlock stamp={profile.author} />
      </div>
      <p className="wizard-note">{metadata.profile_text || profileTexts.note}</p>
      <ProfileForm profile={profile} metadata={metadata} today={today} />
    </div>
  )
}
