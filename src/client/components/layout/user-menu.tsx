import { DropdownMenu } from "radix-ui";
import { useNavigate } from "react-router";
import { useAuth } from "../../features/auth";

const item =
  "flex min-h-10 cursor-pointer items-center rounded-lg px-3 text-sm text-plum-700 outline-none data-[highlighted]:bg-blush-50";

export default function UserMenu({
  initials,
  defaultOpen,
  onOpenChange,
}: {
  initials: string;
  defaultOpen?: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { logout, user } = useAuth();
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger
        aria-label="Account menu"
        className="flex size-10 items-center justify-center rounded-full bg-blush-600 text-sm font-semibold text-white"
      >
        {initials}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-52 rounded-2xl border border-line bg-white p-1.5 shadow-soft"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs text-plum-500">
            My Account
            <span className="block truncate font-medium text-plum-700">{user?.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={item} onSelect={() => navigate("/profile")}>
            Profile
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={() => navigate("/dashboard")}>
            Dashboard
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            className={item}
            onSelect={() => {
              // Leave the signed-in page first, so its guard does not bounce us to /login.
              navigate("/");
              logout().catch(() => {
                // the toast already said so
              });
            }}
          >
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
